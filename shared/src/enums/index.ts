export * from './engagement-types';
export * from './media-content-types';
export * from './notification-types';
export * from './project-visibility';
export * from './view-modes';
export * from './status-badges';
