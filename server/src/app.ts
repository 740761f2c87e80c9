import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { Outbox, type OutboxOptions } from './events/outbox.ts';
import { orderAutoCompleteJob } from './jobs/order-auto-complete.ts';
import { orderDeadlineExpireJob, orderDeadlineWarnJob } from './jobs/order-deadlines.ts';
import { disputeSellerDeadlineJob } from './jobs/dispute-seller-deadline.ts';
import { warrantyReleaseJob } from './jobs/warranty-release.ts';
import { outboxPruneJob } from './jobs/outbox-prune.ts';
import { mailDeliverJob } from './jobs/mail-deliver.ts';
import { mailPruneJob } from './jobs/mail-prune.ts';
import { passkeyChallengePruneJob } from './jobs/passkey-challenge-prune.ts';
import { sessionPruneJob } from './jobs/session-prune.ts';
import { createPasskeys, type Passkeys, relyingParty } from './modules/passkeys/index.ts';
import { Scheduler, type SchedulerOptions } from './jobs/scheduler.ts';
import { createMailer, type Mailer, type MailTransport, smtpTransport } from './modules/mail/index.ts';
import mailRoutes from './modules/mail/routes.ts';
import { registerChatProcessors } from './modules/chats/events.ts';
import { registerAdminMail, registerNotificationProcessors } from './modules/notifications/events.ts';
import { type NotificationMailDeps, unsubscribeKeyFrom } from './modules/notifications/email.ts';
import unsubscribeRoutes from './modules/notifications/unsubscribe-routes.ts';
import { chatDigestJob } from './jobs/chat-digest.ts';
import adminRoutes from './modules/admin/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import { createMfaService, type MfaService } from './modules/mfa/index.ts';
import mfaRoutes from './modules/mfa/routes.ts';
import moderationRoutes from './modules/moderation/routes.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import {
  createActivityTracker,
  createSessions,
  type GeoLookup,
  openGeoLookup,
  type Sessions,
} from './modules/sessions/index.ts';
import sessionRoutes from './modules/sessions/routes.ts';
import catalogRoutes from './modules/catalog/routes.ts';
import chatRoutes from './modules/chats/routes.ts';
import disputeRoutes from './modules/disputes/routes.ts';
import favoriteRoutes from './modules/favorites/routes.ts';
import followRoutes from './modules/follows/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import { createMediaStore, type MediaStore } from './modules/media/index.ts';
import mediaRoutes from './modules/media/routes.ts';
import notificationRoutes from './modules/notifications/routes.ts';
import offerRoutes from './modules/offers/routes.ts';
import keyRoutes from './modules/keys/routes.ts';
import { createKeyCipher } from './modules/keys/crypto.ts';
import orderRoutes from './modules/orders/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import walletRoutes from './modules/wallet/routes.ts';
import presenceRoutes from './modules/presence/routes.ts';
import profileRoutes from './modules/profiles/routes.ts';
import orderReviewRoutes from './modules/reviews/order-reviews.ts';
import reviewRoutes from './modules/reviews/routes.ts';
import sellerReviewRoutes from './modules/reviews/seller-reviews-routes.ts';
import settingsRoutes from './modules/settings/routes.ts';
import userRoutes from './modules/users/routes.ts';
import auth from './plugins/auth.ts';
import database from './plugins/database.ts';
import errors from './plugins/errors.ts';
import language from './plugins/language.ts';
import openapi from './plugins/openapi.ts';
import security from './plugins/security.ts';
import web from './plugins/web.ts';
import realtime from './realtime/plugin.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Tests tune the outbox dispatcher (docs/decisions/0042-domain-events-and-outbox.md). */
  outbox?: OutboxOptions & { autoStart?: boolean };
  /** Tests tune the job scheduler (docs/decisions/0043-jobs.md); config.jobs says whether it runs. */
  scheduler?: SchedulerOptions;
  /** The time rules with a deadline read (password reset links); tests move it. */
  clock?: () => Date;
  /** Tests replace the SMTP client, or tune the mail's retries (ADR 0051). */
  mail?: { transport?: MailTransport; backoffMs?: (attempts: number) => number };
  /** Where uploads go; by default the configuration's (disk, or S3 when S3_* is set: ADR 0057). */
  mediaStore?: MediaStore;
  /** Tests give a place to IPs without a GeoIP database file (ADR 0055). */
  geo?: GeoLookup;
};

/** Builds the whole application; main.ts listens, tests call app.inject(). */
export async function buildApp({
  config,
  database: db,
  logger = true,
  outbox: outboxOptions = {},
  scheduler: schedulerOptions = {},
  clock = () => new Date(),
  mail: mailOptions = {},
  mediaStore,
  geo,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('keyCipher', createKeyCipher(config.keysEncryptionKey));
  const media = mediaStore ?? (await createMediaStore(config));
  app.decorate('mediaStore', media);

  await app.register(language, { fallback: config.defaultLanguage });
  await app.register(errors);
  await app.register(database, { database: db });
  await app.register(security, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  await app.register(cookie, { secret: config.jwtSecret });
  // Every user token names a session row (ADR 0055); the place of a sign-in comes from a local GeoIP file, if any.
  const sessions = createSessions({
    db: db.db,
    clock,
    ttlDays: config.jwtTtlDays,
    geo: geo ?? (await openGeoLookup(config.geoipDatabase)),
  });
  app.decorate('sessions', sessions);
  const tokens = createTokenService(config.jwtSecret, config.jwtTtlDays, sessions);
  // The second factor and step-up (ADR 0053); the passkeys module plugs its factor in with
  // mfa.usePasskeyFactor, the auth routes their sign-in's end with mfa.useSignIn.
  const mfa = createMfaService({
    db: db.db,
    clock,
    jwtSecret: config.jwtSecret,
    encryptionKey: config.keysEncryptionKey,
  });
  app.decorate('mfa', mfa);
  await app.register(auth, {
    tokens,
    stepUp: mfa.requireStepUp,
    sessionActivity: createActivityTracker({ db: db.db, clock }),
  });
  await app.register(openapi);
  await app.register(realtime, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });

  // Outgoing mail (ADR 0051): written in the action's transaction, sent by the mail.deliver job.
  const mailer = createMailer({
    db: db.db,
    log: app.log,
    transport: mailOptions.transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined),
    from: config.mailFrom,
    clock,
    kick: () => scheduler.trigger('mail.deliver', app.log),
    backoffMs: mailOptions.backoffMs,
  });
  app.decorate('mailer', mailer);
  // Notifications by e-mail (ADR 0056): links on PUBLIC_URL, unsubscribe tokens signed by the server.
  const notificationMail = {
    mailer,
    publicUrl: config.publicUrl,
    unsubscribeKey: unsubscribeKeyFrom(config.jwtSecret),
  };
  app.decorate('notificationMail', notificationMail);

  // Domain events: actions record them in their transaction; these processors react after commit.
  const outbox = new Outbox(db.db, app.log, outboxOptions);
  registerChatProcessors(outbox, { db: db.db, realtime: app.realtime });
  registerNotificationProcessors(outbox, { db: db.db, realtime: app.realtime, mail: notificationMail });
  registerAdminMail(outbox, notificationMail);
  app.decorate('outbox', outbox);
  if (outboxOptions.autoStart !== false) app.addHook('onReady', async () => outbox.start(db.notifications));
  app.addHook('onClose', async () => outbox.stop());

  // Passkeys (ADR 0054): the relying party is PUBLIC_URL's host and origin.
  const passkeys = createPasskeys({ db: db.db, clock, rp: relyingParty(config.publicUrl) });
  app.decorate('passkeys', passkeys);
  // A passkey is a second factor: mfa counts them and has them prove sign-ins and step-up.
  mfa.usePasskeyFactor(passkeys);

  // Timed rules (server/src/jobs/): workers in every process that runs them, each run once.
  const scheduler = new Scheduler(
    db,
    [
      orderAutoCompleteJob({ db: db.db }),
      orderDeadlineExpireJob({ db: db.db }),
      orderDeadlineWarnJob({ db: db.db }),
      disputeSellerDeadlineJob({ db: db.db }),
      warrantyReleaseJob({ db: db.db }),
      outboxPruneJob(outbox),
      mailDeliverJob(mailer),
      mailPruneJob(mailer),
      chatDigestJob(notificationMail, db.db),
      passkeyChallengePruneJob(passkeys),
      sessionPruneJob(sessions),
    ],
    app.log,
    schedulerOptions,
  );
  app.decorate('scheduler', scheduler);
  if (config.jobs)
    app.addHook('onReady', async () => {
      await scheduler.start();
      // Mail left by a stopped process goes now, not at the next minute.
      mailer.kick();
    });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    mailer.close();
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(mfaRoutes);
  await app.register(userRoutes);
  await app.register(mediaRoutes, { store: media });
  await app.register(notificationRoutes);
  await app.register(chatRoutes);
  await app.register(catalogRoutes);
  await app.register(offerRoutes);
  await app.register(favoriteRoutes);
  await app.register(reviewRoutes);
  await app.register(sellerReviewRoutes);
  await app.register(profileRoutes);
  await app.register(followRoutes);
  await app.register(presenceRoutes);
  await app.register(settingsRoutes);
  await app.register(sessionRoutes);
  await app.register(walletRoutes);
  await app.register(paymentRoutes);
  await app.register(keyRoutes);
  await app.register(orderRoutes);
  await app.register(disputeRoutes);
  await app.register(orderReviewRoutes);
  await app.register(adminRoutes);
  await app.register(moderationRoutes);
  await app.register(mailRoutes);
  await app.register(unsubscribeRoutes);

  await app.register(web, { webDist: config.webDist, media });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    outbox: Outbox;
    scheduler: Scheduler;
    mailer: Mailer;
    mediaStore: MediaStore;
    notificationMail: NotificationMailDeps;
    passkeys: Passkeys;
    clock: () => Date;
    /** The second factor and step-up (modules/mfa, ADR 0053). */
    mfa: MfaService;
    /** Sign-in sessions (modules/sessions, ADR 0055). */
    sessions: Sessions;
  }
}
