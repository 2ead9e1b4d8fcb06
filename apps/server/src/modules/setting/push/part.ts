import type { MailSettings, StoreSettings } from '@shop/shared';
import type { PlatformServices } from '../../../platform/area.ts';
import type { JobRunner } from '../../../platform/jobs/runner.ts';
import { PUSH_SEND_JOB, PushSender } from './sender.ts';
import { PushService } from './service.ts';

export const PUSH_DUE_JOB = 'push.due';

/** The e-mail push services: the screens' service and the sending job's worker. */
export function pushServices({ db, jobs, mailer, secrets, settings, config }: PlatformServices) {
  const store = () => settings.get('store').current() as Promise<StoreSettings>;
  const defaultRate = async () => ((await settings.get('mail').current()) as MailSettings).pushRatePerMinute ?? 600;
  const publicUrl = config.CONSOLE_BASE_URL ?? config.STORE_BASE_URL;
  let pushes: PushService | null = null;
  const pushSender = new PushSender({
    db,
    mailer,
    prepare: (push) => pushes!.prepare(push),
    defaultRate,
    unsubscribeUrl: (email, pushId) => pushes!.unsubscribeUrl(email, pushId),
    host: new URL(config.STORE_BASE_URL).hostname || 'localhost',
  });
  pushes = new PushService(db, jobs, mailer, secrets, { store, defaultRate, publicUrl }, (id) =>
    pushSender.stopLocal(id),
  );
  return { pushes, pushSender };
}

/**
 * The sending job (a push whose job died with its process is resumed by the kind's sweep, which
 * runs at start and when another instance takes over) and the minute's schedule of timed pushes.
 */
export function registerPushJobs(jobs: JobRunner, { pushes, pushSender }: ReturnType<typeof pushServices>): void {
  // A large push at a low rate runs for hours: the longest run pg-boss allows.
  jobs.register(PUSH_SEND_JOB, (ctx) => pushSender.run(ctx), {
    sweep: () => pushes.resumeOrphans(),
    expireInSeconds: 24 * 3600,
  });
  jobs.schedule(PUSH_DUE_JOB, '* * * * *', async () => ({ result: { started: await pushes.startDue() } }), {
    policy: 'stately',
  });
}
