// The projects domain of the wire contract.
export {};
