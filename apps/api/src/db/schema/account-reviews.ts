// Tables of issue 16 (account-reviews).
export {};
