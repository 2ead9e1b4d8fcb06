import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { versionField } from './common.ts';

/**
 * A settings section: one typed record of store-wide settings (store info, members, suppliers,
 * system, ...), read with `GET <path>` and saved whole with `POST <path>/edit` carrying the version
 * read (a stale save is refused). `fields` gives every field a default or the server gives it an
 * initial value (from its configuration), so a section never saved still answers complete values.
 * `rules` checks across fields. The server side is `services.settings.section(...)`.
 */
export function settingsSection<const F extends z.ZodRawShape, const S extends string = never>(def: {
  name: string;
  path: string;
  permission: string;
  summary: string;
  fields: F;
  /**
   * Secret fields (a mail password): stored encrypted, never answered. The answer says whether
   * each is set (`<name>Set`); a save leaves it out to keep it, sends '' to clear it, or a new value.
   */
  secrets?: readonly S[];
  rules?: (value: z.output<z.ZodObject<F>>, ctx: z.RefinementCtx) => void;
}) {
  const fields = z.object(def.fields).strict();
  const rules = def.rules ?? (() => undefined);
  const secrets = def.secrets ?? [];
  const secretInput = Object.fromEntries(secrets.map((s) => [s, z.string().max(500).optional()])) as {
    [K in S]: z.ZodOptional<z.ZodString>;
  };
  const secretSet = Object.fromEntries(secrets.map((s) => [`${s}Set`, z.boolean()])) as {
    [K in S as `${K}Set`]: z.ZodBoolean;
  };
  const editBody = fields
    .extend({ version: versionField, ...secretInput })
    .superRefine((v, ctx) => rules(v as never, ctx));
  const data = fields.extend({ version: z.number().int(), updatedAt: z.string().nullable(), ...secretSet });
  return {
    name: def.name,
    fields,
    secrets,
    rules,
    api: {
      info: endpoint({
        method: 'GET',
        path: def.path,
        permission: def.permission,
        summary: def.summary,
        data,
      }),
      edit: endpoint({
        method: 'POST',
        path: `${def.path}/edit`,
        permission: def.permission,
        summary: `Save the section (whole, with the version read): ${def.summary}`,
        body: editBody,
        data,
      }),
    },
  };
}

export type SettingsSectionDef = ReturnType<typeof settingsSection>;
