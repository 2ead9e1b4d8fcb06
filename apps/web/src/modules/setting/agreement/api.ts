import { useQuery } from '@tanstack/react-query';
import { agreementApi, type AgreementKind } from '@shop/shared/api/agreement';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Agreements over `agreementApi`: a kind's current version and history, one version, and
 * publishing a new version (its failures are shown by the page: a stale base, field errors).
 */
export const agreements = defineEntity('agreements', agreementApi, { quiet: ['publish'] });

/** A kind's current version and its history. */
export function useAgreement(kind: AgreementKind) {
  return useQuery({
    queryKey: [...agreements.keys.all, 'current', kind],
    queryFn: () => callApi(agreementApi.current, { kind }),
  });
}
