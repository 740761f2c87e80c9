/** The sessions module's public surface (docs/decisions/0041-modules-are-boundaries.md, 0055-sessions-and-account-security.md). */
export { createSessions, type OpenedSession, SESSION_RETENTION_DAYS, type Sessions } from './service.ts';
export { createActivityTracker, type ActivityTracker, ACTIVITY_INTERVAL_MS } from './activity.ts';
export {
  type ClientInfo,
  type GeoLookup,
  geoFromReader,
  maskIp,
  openGeoLookup,
  parseUserAgent,
} from './client.ts';
