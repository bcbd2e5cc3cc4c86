/** The PostgreSQL server the tests make fresh databases on. */
export const TEST_DATABASE_URL: string;
/** The Redis server of the tests. */
export const TEST_REDIS_URL: string;
/** Whether something accepts a TCP connection at the URL's host and port. */
export function reachable(url: string, defaultPort: number): Promise<boolean>;
/** Which of the two services answer. */
export function servicesReachable(): Promise<{ postgres: boolean; redis: boolean }>;
