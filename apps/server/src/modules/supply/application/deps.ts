import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SupplierSettings } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { SecretBox } from '../../../platform/secrets/secret-box.ts';
import type { NotificationService } from '../../../platform/notify/notification-service.ts';
import type { SupplierLifecycle } from '../supplier/lifecycle.ts';
import type { ApplicationFiles } from './files.ts';
import type { DocumentStore } from '../supplier/document-store.ts';
import type { ApplicantMailer } from './mail.ts';

/** What the application services work with. */
export interface ApplicationDeps {
  db: Db;
  files: ApplicationFiles;
  /** the suppliers' document store: an approved application's documents are copied into it */
  documents: DocumentStore;
  mail: ApplicantMailer;
  notifications: NotificationService;
  /** Settings > suppliers (the onboarding checklist), read at the time of use */
  supplierDefaults: { current(): Promise<SupplierSettings> };
  lifecycle: SupplierLifecycle;
  secrets: SecretBox;
}

/** Where a status token is sealed: bound to its hash, so a sealed value cannot serve another row. */
export const tokenContext = (hash: string) => `supplier_application:${hash}`;

/** A new secret for a link (status page, activation): 32 url-safe characters. */
export const newSecret = () => randomBytes(24).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** Whether `secret` is the one whose hash is kept, compared in constant time. */
export function secretMatches(secret: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The operation log's actor for a change made by an applicant (no account yet). */
export function applicantContext(ctx: Omit<RequestContext, 'scope'>, email: string): RequestContext {
  return {
    ...ctx,
    scope: {
      adminId: 0,
      sessionId: 0,
      username: `applicant:${email}`.slice(0, 140),
      truename: email,
      supplierId: null,
      isSuper: false,
      permissions: new Set(),
    },
  };
}
