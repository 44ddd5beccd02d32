// Tables of issue 16 (listing-merges).
export {};
