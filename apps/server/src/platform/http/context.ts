import type { Language } from '@shop/shared';
import type { SupplierStanding } from '@shop/shared/api/supplier-standing';

/** Who is acting: yielded by the session for every authenticated request. */
export interface Scope {
  adminId: number;
  sessionId: number;
  username: string;
  truename: string;
  /** set for supplier users: everything they read or change is limited to this supplier */
  supplierId: number | null;
  isSuper: boolean;
  permissions: ReadonlySet<string>;
  /** a supplier user's restriction in force (suspended, banned): may read, changes nothing */
  standing?: SupplierStanding | null;
}

export interface RequestContext {
  scope: Scope;
  ip: string;
  requestId: string;
  lang: Language;
}

/** The account a job was started by, kept in the job's payload. */
export interface JobActor {
  adminId: number;
  username: string;
  supplierId?: number | null;
}

/**
 * The scope a job works in for the account that started it: that account and its supplier, without a session or
 * rights of its own (the request that started the job checked them).
 */
export function actorScope(actor: JobActor): Scope {
  return {
    adminId: actor.adminId,
    sessionId: 0,
    username: actor.username,
    truename: actor.username,
    supplierId: actor.supplierId ?? null,
    isSuper: false,
    permissions: new Set(),
  };
}

/** Context for work done by the system itself (seed, jobs): full rights, no supplier. */
export function systemContext(name = 'system'): RequestContext {
  return {
    scope: {
      adminId: 0,
      sessionId: 0,
      username: name,
      truename: name,
      supplierId: null,
      isSuper: true,
      permissions: new Set(),
    },
    ip: '127.0.0.1',
    requestId: 'system',
    lang: 'en',
  };
}
