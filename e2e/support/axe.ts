/** What axe reports of one rule broken. */
interface Violation {
  id: string;
  impact?: string | null;
  nodes: Array<{ target: unknown }>;
}

/**
 * The serious and critical violations of an axe run, each as `rule: targets`, so that a failing
 * expectation (`toEqual([])`) names what broke where.
 */
export const serious = (violations: Violation[]) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
