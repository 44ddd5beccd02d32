// Tables of issue 16 (account-import).
export {};
