// Each check's outcome: PASS or FAIL with its figures, printed as it is known; the run exits 1 on any FAIL.

export interface Outcome {
  name: string;
  pass: boolean;
  /** The figures behind the verdict, one line each. */
  figures: string[];
}

export class Report {
  readonly outcomes: Outcome[] = [];

  add(name: string, pass: boolean, figures: string[]): Outcome {
    const outcome = { name, pass, figures };
    this.outcomes.push(outcome);
    console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}`);
    for (const line of figures) console.log(`      ${line}`);
    return outcome;
  }

  /** Runs a check; an exception is its FAIL (with the message), never the end of the run. */
  async run(name: string, check: () => Promise<{ pass: boolean; figures: string[] }>): Promise<void> {
    try {
      const { pass, figures } = await check();
      this.add(name, pass, figures);
    } catch (err) {
      this.add(name, false, [`error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`]);
    }
  }

  get failed(): number {
    return this.outcomes.filter((o) => !o.pass).length;
  }
}
