import { engagementCost, engagementTypesIn, ENGAGEMENT_TYPES } from './engagement-types';

it('decodes engagement bit sets and totals their costs', () => {
  expect(ENGAGEMENT_TYPES.map((t) => [t.description, t.cost])).toEqual([
    ['Animation', 2000],
    ['Render', 500],
    ['Interactive', 5000],
    ['3D Print', 3000],
  ]);
  expect(engagementTypesIn(1 | 8).map((t) => t.description)).toEqual(['Animation', '3D Print']);
  expect(engagementCost(2 | 4)).toBe(5500);
  expect(engagementCost(0)).toBe(0);
});
