// Tables of issue 16 (feeds).
export {};
