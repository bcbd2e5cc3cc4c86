// The notifications domain of the wire contract.
export {};
