/** Engagement types, as bit flags (spec point 3). */
export const EngagementType = { Animation: 1, Render: 2, Interactive: 4, ThreeDPrint: 8 } as const;
/** One engagement type flag. */
export type EngagementType = (typeof EngagementType)[keyof typeof EngagementType];

/** One entry of the derived list (spec point 3): engagementType, description, cost, imageUrl. */
export interface EngagementTypeInfo {
  engagementType: EngagementType;
  description: string;
  /** In AUD (spec point 9). */
  cost: number;
  imageUrl: string;
}

/** The engagement types sold as services, in display order. */
export const ENGAGEMENT_TYPES: readonly EngagementTypeInfo[] = [
  {
    engagementType: EngagementType.Animation,
    description: 'Animation',
    cost: 2000,
    imageUrl: '/images/animation.jpg',
  },
  {
    engagementType: EngagementType.Render,
    description: 'Render',
    cost: 500,
    imageUrl: '/images/render.jpg',
  },
  {
    engagementType: EngagementType.Interactive,
    description: 'Interactive',
    cost: 5000,
    imageUrl: '/images/interactive.jpg',
  },
  {
    engagementType: EngagementType.ThreeDPrint,
    description: '3D Print',
    cost: 3000,
    imageUrl: '/images/threedprint.jpg',
  },
];

/** The engagement types whose flags are set in a bit set. */
export const engagementTypesIn = (flags: number) =>
  ENGAGEMENT_TYPES.filter((type) => (flags & type.engagementType) !== 0);

/** The total cost of the engagement types in a bit set. */
export const engagementCost = (flags: number) =>
  engagementTypesIn(flags).reduce((total, type) => total + type.cost, 0);
