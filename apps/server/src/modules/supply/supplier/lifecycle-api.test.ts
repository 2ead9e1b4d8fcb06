import { describe, expect, it } from 'vitest';
import { SUPPLIER_ACTIONS, SUPPLIER_STATES, SUPPLIER_TRANSITIONS } from '@shop/shared/api/supplier-standing';
import { SUPPLIER_ACTION_WORDS, SUPPLIER_STATE_WORDS } from '@shop/shared/areas/supply/supplier';
import { createTestApp } from '../../../test-support/harness.ts';
import { useWorld } from '../../../test-support/world.ts';
import { future, supplierHelpers } from './supplier-fixtures.ts';

// The whole state x action table through POST /admin/supplier/move: every legal move lands in the table's state
// with one trail line and one audit row; every illegal one answers 409 with the translated message and changes
// nothing. Then the reason and until rules.
describe('supplier lifecycle actions (state x action)', () => {
  const world = useWorld(async () => {
    const t = await createTestApp();
    return { t, adminAk: await t.login('admin') };
  });
  const h = supplierHelpers(() => world);

  for (const state of SUPPLIER_STATES)
    for (const action of SUPPLIER_ACTIONS) {
      const to = SUPPLIER_TRANSITIONS[state][action];
      it(`${state} x ${action} -> ${to ?? 'refused'}`, async () => {
        const id = await h.inState(state);
        const before = await h.counts(id);
        expect(before.state).toBe(state);
        const res = await h.move(id, action, action === 'ban' ? { until: future(20) } : {});
        const after = await h.counts(id);
        if (to) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().data).toMatchObject({ id, from: state, to, standing: { state: to } });
          expect(after).toEqual({ events: before.events + 1, audit: before.audit + 1, state: to });
          const [event] = await h.q(
            'select action, from_state, to_state, reason from supplier_events ' +
              'where supplier_id = $1 order by id desc limit 1',
            [id],
          );
          expect(event).toEqual({ action, from_state: state, to_state: to, reason: `test ${action}` });
          const [audit] = await h.q('select action, entity_id from audit_log order by id desc limit 1');
          expect(audit).toEqual({ action: `supplier.${action}`, entity_id: String(id) });
          const enabled = (await h.q('select enabled from suppliers where id = $1', [id]))[0]!.enabled;
          expect(enabled).toBe(to !== 'disabled');
        } else {
          expect(res.statusCode).toBe(409);
          const words = { state: SUPPLIER_STATE_WORDS.en[state], action: SUPPLIER_ACTION_WORDS.en[action] };
          expect(res.json().msg).toBe(`The supplier is ${words.state}, so it cannot be told to ${words.action}`);
          expect(after).toEqual(before);
        }
      });
    }

  it("answers an illegal move in the reader's language", async () => {
    const id = await h.inState('disabled');
    const res = await h.post('/move', { id, action: 'suspend', reason: 'x' }, world.adminAk, {
      'accept-language': 'zh-CN',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('供应商当前为“已停用”，不能执行“暂停”');
  });

  it('requires a reason (but to enable a passed supplier), until for a ban, and an until in the future', async () => {
    const id = await h.inState('enabled');
    const before = await h.counts(id);
    const noReason = await h.post('/move', { id, action: 'suspend', reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ msg: 'Enter the reason', data: { errors: [{ field: 'reason' }] } });
    const noUntil = await h.move(id, 'ban');
    expect(noUntil.statusCode).toBe(422);
    expect(noUntil.json().msg).toBe('Choose until when');
    const past = await h.move(id, 'ban', { until: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(422);
    expect(past.json().msg).toBe('The end must be later than now');
    const badDate = await h.move(id, 'suspend', { until: 'tomorrow' });
    expect(badDate.statusCode).toBe(422);
    expect(await h.counts(id)).toEqual(before);

    const passed = await h.inState('passed');
    const enable = await h.post('/move', { id: passed, action: 'enable', reason: '' });
    expect(enable.statusCode, enable.body).toBe(200);

    const suspended = await h.move(id, 'suspend', { until: future(3) });
    expect(suspended.json().data.standing).toMatchObject({ state: 'suspended', reason: 'test suspend' });
    expect(Date.parse(suspended.json().data.standing.until)).toBeGreaterThan(Date.now() + 2 * 86_400_000);
  });

  it('answers 404 for a supplier that does not exist and 403 without the key', async () => {
    expect((await h.move(2_000_000_000, 'enable')).statusCode).toBe(404);
    const supplierAk = await world.t.login('supplier');
    const { b } = await h.supplierIds();
    expect((await h.move(b, 'disable', {}, supplierAk)).statusCode).toBe(403);
  });
});
