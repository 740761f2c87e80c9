import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for the passkey suites (ADR 0054): ES256 keys from node:crypto,
 * attestation "none", assertions signed as a platform authenticator signs them. It answers the
 * options the server hands out with the JSON a browser's `@simplewebauthn/browser` would send, and
 * can be told to misbehave (no user verification, another origin, a counter set back).
 */

type Json = Record<string, unknown>;
type Credential = {
  id: string;
  privateKey: KeyObject;
  cose: Buffer;
  counter: number;
  userHandle: string;
  rpId: string;
};

const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();

/* The little CBOR WebAuthn needs: unsigned and negative ints, byte and text strings, maps. */
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}
type Cbor = number | string | Buffer | Map<number | string, Cbor>;
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(readonly origin: string) {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers registration options: a new ES256 key pair (or `reuse`, to register a key twice). */
  create(
    options: Json,
    opts: { uv?: boolean; origin?: string; reuse?: Credential; counter?: number } = {},
  ): Json {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    let credential = opts.reuse;
    if (!credential) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      credential = {
        id: b64url(randomBytes(16)),
        privateKey,
        cose,
        counter: opts.counter ?? 0,
        userHandle: user.id,
        rpId: rp.id,
      };
      this.credentials.push(credential);
    }
    const rawId = Buffer.from(credential.id, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, credential.cose]);
    const flags = UP | AT | (opts.uv === false ? 0 : UV);
    const authData = this.authData(rp.id, flags, credential.counter, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(
          this.clientData('webauthn.create', options.challenge as string, opts.origin ?? this.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /**
   * Answers authentication options with `credential` (default: the first allowed one, else the
   * newest this authenticator holds). The counter moves on by one unless `counter` is given.
   */
  get(
    options: Json,
    opts: { credential?: Credential; uv?: boolean; origin?: string; counter?: number; rpId?: string } = {},
  ): Json {
    const allowed = (options.allowCredentials as { id: string }[] | undefined)?.map((c) => c.id) ?? [];
    const credential =
      opts.credential ??
      this.credentials.find((c) => allowed.includes(c.id)) ??
      this.credentials[this.credentials.length - 1];
    if (!credential) throw new Error('the authenticator holds no credential');
    credential.counter = opts.counter ?? credential.counter + 1;
    const flags = UP | (opts.uv === false ? 0 : UV);
    const authData = this.authData(opts.rpId ?? credential.rpId, flags, credential.counter);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      options.challenge as string,
      opts.origin ?? this.origin,
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
