import { expect, type APIRequestContext } from '@playwright/test';
import { formSchema, fieldErrors, type FormValues } from '../../lib/forms/form-schema';
import { toFormValues, toSubmitBody } from '../../lib/forms/record-values';
import { parseGridState } from '../../lib/grid/grid-state';
import { listKeyFor, searchableFields } from '../../lib/grid/list-key';
import { endpointPath, submitPath, type ResourceDef } from '../../lib/resources/define-resource';
import { isInForm, type FieldDef } from '../../lib/resources/fields';
import { dictionaryUrl, treeOptionsUrl } from '../../lib/resources/option-sources';
import { flattenTree } from '../../lib/resources/tree-options';
import { baseURL } from './env';
import { sampleValue, TINY_PNG } from './sample-values';
import { zhResourceText, zhValidationTexts } from './zh-text';

type Row = Record<string, unknown>;

/** A picker's options, read once per worker: the browser's pickers read them once per session too (SWR, not revalidated). */
const options = new Map<string, Promise<unknown>>();
type Multipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
type Envelope = { code?: unknown; success?: unknown; msg?: unknown; data?: unknown };

/**
 * A resource driven through the BFF's /api exactly as its generic screen drives it: the grid's list call
 * (lib/grid/list-key.ts), the dialog's schema and body (lib/forms/*), its pickers' option sources
 * (lib/resources/option-sources.ts), put-file for uploads, and the remove call of the row and batch deletes.
 * Every call must answer Blade's envelope with code 200 and success.
 */
export class ResourceApi {
  readonly text;
  readonly rowKey: string;

  constructor(
    readonly request: APIRequestContext,
    readonly resource: ResourceDef,
  ) {
    this.text = zhResourceText(resource);
    this.rowKey = resource.rowKey ?? 'id';
  }

  /** One call; answers the envelope's `data` once its code is 200 and it says success. */
  async call<T = unknown>(method: 'GET' | 'POST', path: string, options: { data?: unknown; multipart?: Multipart } = {}): Promise<T> {
    const response =
      method === 'GET'
        ? await this.request.get(path)
        : await this.request.post(path, { headers: { Origin: baseURL }, data: options.data, multipart: options.multipart });
    const text = await response.text();
    const what = `${this.resource.name}: ${method} ${path} → ${response.status()} ${text.slice(0, 300)}`;
    expect(response.status(), what).toBe(200);
    const envelope = JSON.parse(text) as Envelope;
    expect({ code: envelope.code, success: envelope.success }, what).toEqual({ code: 200, success: true });
    return envelope.data as T;
  }

  /** The list call the grid sends for a search (the screen's default page, size and sort); answers its rows. */
  async list(filters: Record<string, string> = {}): Promise<Row[]> {
    const state = parseGridState(new URLSearchParams(), searchableFields(this.resource), this.resource.defaultSort ?? null);
    const key = listKeyFor(this.resource, { ...state, filters });
    expect(key, `${this.resource.name} has a list`).not.toBeNull();
    const data = await this.call<{ records?: Row[] } | Row[]>('GET', key!);
    return Array.isArray(data) ? data : (data.records ?? []);
  }

  /** The record as the view and edit dialogs load it (`detail?<rowKey>=`). */
  async detail(id: string): Promise<Row | null> {
    const data = await this.call<Row | null>(
      'GET',
      `/api${endpointPath(this.resource, 'detail')}?${new URLSearchParams({ [this.rowKey]: id })}`,
    );
    return data && Object.keys(data).length > 0 ? data : null;
  }

  /** The form's schema for its values; answers field → message for what it refuses. */
  refusals(mode: 'add' | 'edit', values: FormValues): Record<string, string> {
    const parsed = formSchema(this.resource, mode, this.text.label, zhValidationTexts, this.text.rule, values).safeParse(values);
    return parsed.success ? {} : fieldErrors(parsed.error);
  }

  /**
   * The add dialog's values as a user fills them: the form's defaults, then each of `fields` in the form's order
   * (pickers take their first option, uploads a real file), `real` values as given.
   */
  async fill(fields: readonly (readonly [string, FieldDef])[], seed: string, real: Record<string, string> = {}): Promise<FormValues> {
    const values = toFormValues(this.resource, null);
    for (const [name, field] of fields) {
      // A field shown only for some values of others is not in the dialog while they differ.
      if (!isInForm(field, 'add', values)) continue;
      values[name] = real[name] ?? (await this.sample(name, field, seed, values));
    }
    return values;
  }

  private async sample(name: string, field: FieldDef, seed: string, values: FormValues): Promise<string> {
    switch (field.type) {
      case 'dict': {
        const entries = (await this.options(dictionaryUrl(field.dict, !!field.biz))) as { dictKey?: unknown }[];
        expect(entries.length, `${this.resource.name}.${name}: dictionary ${field.dict} has entries`).toBeGreaterThan(0);
        return String(entries[0].dictKey ?? '');
      }
      case 'select':
        return field.options[0];
      case 'tree': {
        const tenant = field.tenantFrom ? values[field.tenantFrom] || undefined : undefined;
        const nodes = flattenTree(await this.options(treeOptionsUrl(field.source, tenant)));
        expect(nodes.length, `${this.resource.name}.${name}: ${field.source} offers nodes`).toBeGreaterThan(0);
        return nodes[0].value;
      }
      case 'image':
      case 'file':
        return this.upload(field.type, `${seed}.png`);
      default:
        return sampleValue(field, seed);
    }
  }

  private options(url: string): Promise<unknown> {
    if (!options.has(url)) options.set(url, this.call('GET', url));
    return options.get(url)!;
  }

  /** A real file through put-file, as an upload field sends it; the link must serve the same bytes. */
  async upload(type: 'image' | 'file', fileName: string): Promise<string> {
    const data = await this.call<{ link?: unknown }>('POST', `/api/blade-resource/oss/endpoint/put-file?purpose=${type}`, {
      multipart: { file: { name: fileName, mimeType: 'image/png', buffer: TINY_PNG } },
    });
    expect(typeof data.link, `${this.resource.name}: put-file answers a link`).toBe('string');
    const link = data.link as string;
    expect(link).toContain('oss/endpoint/file');
    const stored = await this.request.get(link);
    expect(stored.status(), link).toBe(200);
    expect(Buffer.from(await stored.body()).equals(TINY_PNG), `${link} serves the uploaded file`).toBe(true);
    return link;
  }

  /** Saves as the dialog does: the schema must accept the values, then the body goes to the add or edit endpoint. */
  async save(mode: 'add' | 'edit', values: FormValues, id?: string): Promise<void> {
    expect(this.refusals(mode, values), `${this.resource.name}: the ${mode} form accepts ${JSON.stringify(values)}`).toEqual({});
    const path = submitPath(this.resource, mode);
    expect(path, `${this.resource.name} can ${mode}`).not.toBeNull();
    await this.call('POST', `/api${path}`, { data: toSubmitBody(this.resource, values, mode, id) });
  }

  /** The row and batch delete: the keys comma-joined in the remove parameter. */
  async remove(ids: readonly string[]): Promise<void> {
    const param = this.resource.removeParam ?? 'ids';
    await this.call('POST', `/api${endpointPath(this.resource, 'remove')}?${new URLSearchParams({ [param]: ids.join(',') })}`);
  }

  key = (row: Row) => String(row[this.rowKey]);
}
