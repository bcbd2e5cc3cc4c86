// The admin domain of the wire contract.
export {};
