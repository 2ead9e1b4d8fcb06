import { describe, expect, it } from 'vitest';
import { ActionKey } from './idempotency.ts';
import { ApiError, NETWORK_ERROR_CODE } from './request.ts';

describe('ActionKey', () => {
  it('reuses the key for the same body until an answer arrives', () => {
    const k = new ActionKey();
    const first = k.keyFor({ id: 1, lines: [1, 2] });
    expect(k.keyFor({ lines: [1, 2], id: 1 })).toBe(first);
    k.settle(new ApiError(NETWORK_ERROR_CODE, 'offline', { status: 0 }));
    expect(k.keyFor({ id: 1, lines: [1, 2] })).toBe(first);
  });

  it('starts a new action after a success or a refusal', () => {
    const k = new ActionKey();
    const first = k.keyFor({ id: 1 });
    k.settle();
    const second = k.keyFor({ id: 1 });
    expect(second).not.toBe(first);
    k.settle(new ApiError(409, 'stale'));
    expect(k.keyFor({ id: 1 })).not.toBe(second);
  });

  it('gives another body another key', () => {
    const k = new ActionKey();
    const first = k.keyFor({ id: 1, quantity: 2 });
    expect(k.keyFor({ id: 1, quantity: 3 })).not.toBe(first);
  });
});
