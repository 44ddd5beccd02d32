/** A value matched literally inside a LIKE pattern: its own %, _ and backslash are escaped. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
