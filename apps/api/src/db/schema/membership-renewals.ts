// Tables of issue 16 (membership-renewals).
export {};
