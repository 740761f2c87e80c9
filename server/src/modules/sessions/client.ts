import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Bowser from 'bowser';
import { Reader, type CityResponse } from 'maxmind';

/**
 * What a session records about the device that signed in (docs/decisions/0055-sessions-and-account-security.md):
 * the User-Agent parsed by bowser, and an approximate place from a local MaxMind database when
 * GEOIP_DATABASE names one (read once at start; nothing is downloaded).
 */

export type ClientInfo = {
  ip?: string | null;
  userAgent?: string | null;
  /** The browser's device cookie (auth/device-cookie.ts); absent: a device we cannot recognise. */
  deviceId?: string | null;
};

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export type ParsedAgent = {
  browser: string | null;
  os: string | null;
  deviceType: DeviceType | null;
  deviceModel: string | null;
};

const USER_AGENT_MAX = 512;
const FIELD_MAX = 64;

const clip = (value: string | undefined | null): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, FIELD_MAX) : null;
};

/** The stored User-Agent: at most 512 characters, control characters dropped. */
export function cleanUserAgent(userAgent: string | null | undefined): string | null {
  const cleaned = userAgent
    // eslint-disable-next-line no-control-regex
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, USER_AGENT_MAX)
    .trim();
  return cleaned || null;
}

/** Browser ("Chrome 120"), OS ("Windows 10"), device type and model from a User-Agent. */
export function parseUserAgent(userAgent: string | null | undefined): ParsedAgent {
  const ua = cleanUserAgent(userAgent);
  if (!ua) return { browser: null, os: null, deviceType: null, deviceModel: null };
  const parsed = Bowser.parse(ua);
  const major = parsed.browser.version?.split('.')[0];
  const browser = clip([parsed.browser.name, major].filter(Boolean).join(' '));
  const os = clip([parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' '));
  const type = parsed.platform.type as string | undefined;
  const deviceType = (DEVICE_TYPES as readonly string[]).includes(type ?? '') ? (type as DeviceType) : null;
  const deviceModel = clip([parsed.platform.vendor, parsed.platform.model].filter(Boolean).join(' '));
  return { browser, os, deviceType, deviceModel };
}

/** The IP with its host part hidden: 203.0.113.* or 2001:db8:85a3:8d3::*. */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]!.split(':').filter(Boolean).slice(0, 4);
    return `${groups.join(':')}::*`;
  }
  return null;
}

export type Place = { city: string | null; country: string | null };

/** The approximate place of an IP; null when unknown (no database, a private address). */
export type GeoLookup = (ip: string) => Place | null;

export const noGeo: GeoLookup = () => null;

/** Reads a MaxMind City or Country database (GeoLite2 included) from `path` once. */
export async function openGeoLookup(path: string | undefined): Promise<GeoLookup> {
  if (!path) return noGeo;
  const reader = new Reader<CityResponse>(await readFile(path));
  return geoFromReader(reader);
}

/** English names, as the database has them in every edition; the country as its ISO code. */
export function geoFromReader(reader: { get(ip: string): CityResponse | null }): GeoLookup {
  return (ip) => {
    let found: CityResponse | null;
    try {
      found = reader.get(ip.replace(/^::ffff:/i, ''));
    } catch {
      return null;
    }
    if (!found) return null;
    const city = clip(found.city?.names?.en);
    const country = found.country?.iso_code ?? found.registered_country?.iso_code ?? null;
    if (!city && !country) return null;
    return { city, country: country ? country.slice(0, 2).toUpperCase() : null };
  };
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
