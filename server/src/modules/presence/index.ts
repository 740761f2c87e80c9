/** Whether a user is online, as a SQL expression other modules' reads select. */
export { isOnlineSql } from './repository.ts';
