import type { TFunction } from 'i18next';

/**
 * An action's label: its own text where one is written (`log:action.<area>.<verb>`), else the text
 * of its last word (`log:verb.<verb>`, beside the entity column), else the code itself.
 */
export function actionLabel(t: TFunction, action: string): string {
  const verb = action.split('.').pop() ?? action;
  return t(`log:action.${action}`, { defaultValue: t(`log:verb.${verb}`, { defaultValue: action }) });
}
