import { MESSAGE_COUNTERS, type CounterName, type MessageData } from '@shop/shared';
import type { Scope } from '../http/context.ts';

export type CounterProvider = (scope: Scope) => Promise<number>;

/**
 * The top bar's message counters. Each module that owns a counter registers its provider; a
 * counter with no provider (its module not built yet) is not shown, never made up.
 */
export class CounterRegistry {
  private readonly providers = new Map<CounterName, CounterProvider>();

  register(name: CounterName, provider: CounterProvider): void {
    this.providers.set(name, provider);
  }

  async counts(scope: Scope): Promise<MessageData> {
    const visible = MESSAGE_COUNTERS.filter((c) => this.providers.has(c.name) && scope.permissions.has(c.permission));
    const values = await Promise.all(visible.map((c) => this.providers.get(c.name)!(scope)));
    const list = visible.map((c, i) => ({ name: c.name, url: c.url, value: values[i]! }));
    return { list, count: values.reduce((a, b) => a + b, 0) };
  }
}
