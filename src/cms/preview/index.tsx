import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { css } from "@emotion/react";
import { useMemo, useState, type ComponentType } from "react";
import {
  COLLECTION_NAMES,
  OBJECT_FILE_NAMES,
  type CollectionName,
  type ObjectFileName,
} from "../../lib/content/collections";
import { isObject, type ContentSources, type JsonObject } from "../../lib/content/validate";
import { LIST_FIELD } from "../../lib/cms/data-format";
import { colors, fontSizes, space } from "../../styles/tokens";
import { checkAndFill, contentOf, withEdit, type Content, type Edit } from "./content";
import { PreviewContext, type ImageField, type Preview } from "./context";
import { PreviewBoundary, PreviewFrame, Problems } from "./frame";
import { VIEWS } from "./views";

/** data/ as it was when the editor was built (src/lib/cms/build-admin.ts): the files the form does not hold. */
declare const __CONTENT_SNAPSHOT__: ContentSources;
const SNAPSHOT: Content = contentOf(__CONTENT_SNAPSHOT__);

/** Decap's Immutable values, as far as the preview reads them. */
interface Immutable {
  get(key: string): unknown;
  toJS(): unknown;
}
const isImmutable = (v: unknown): v is Immutable =>
  typeof v === "object" && v !== null && typeof (v as Partial<Immutable>).toJS === "function";

/** The form's field of this name, at any depth (the logo is a field of each entry of the partners' list). */
function findField(fields: unknown, name: string): unknown {
  if (!isImmutable(fields)) return undefined;
  const list = fields as unknown as Iterable<unknown>;
  for (const field of list) {
    if (!isImmutable(field)) continue;
    if (field.get("name") === name) return field;
    const inner = findField(field.get("fields"), name) ?? findField(field.get("types"), name);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * An image the content names, as a URL. In the form that holds the image's field, Decap's getAsset: an upload not
 * saved yet is its blob, a saved file is loaded through the backend. Elsewhere, a logo is the site's own file
 * (static/ is served at the root); the founder's photo (under data/, not served) is left out.
 */
function imageUrl(props: PreviewTemplateComponentProps, path: string, field: ImageField): string {
  if (!path) return "";
  const site = field === "logo" ? `/${path.replace(/^\/+/, "")}` : "";
  const config = findField(props.fields, field);
  if (!config) return site;
  // Decap's getAsset takes the field too, for the field's own media folder (its typings leave it out).
  const getAsset = props.getAsset as (path: string, field: unknown) => unknown;
  const asset = getAsset(path, config);
  const url = typeof asset === "object" && asset !== null ? String(asset) : "";
  // Until it has loaded a saved file, getAsset answers with an empty image.
  return url && (asset as { path?: unknown }).path !== "empty.svg" ? url : site;
}

/** The first entry of `after` that differs from the one at its place in `before`. */
function firstChange(before: unknown, after: unknown): JsonObject | undefined {
  const old = Array.isArray(before) ? before : [];
  const list = Array.isArray(after) ? after : [];
  const changed: unknown = list.find((e, i) => JSON.stringify(e) !== JSON.stringify(old[i]));
  return isObject(changed) ? changed : undefined;
}

/**
 * The entry of a list file the editor changed last: at first, the first that differs from the saved file (the pane
 * may open after the first keystroke); then the one each change of the form touched.
 */
function useLastChanged(entries: unknown, saved: unknown): JsonObject | undefined {
  const [seen, setSeen] = useState(() => ({ entries, changed: firstChange(saved, entries) }));
  if (seen.entries !== entries) setSeen({ entries, changed: firstChange(seen.entries, entries) ?? seen.changed });
  return seen.changed;
}

const menuStyles = css`
  display: flex;
  gap: ${space[2]};
  align-items: center;
  padding: ${space[2]} ${space[4]};
  background: ${colors.ink};
  color: ${colors.onDark};
  font-size: ${fontSizes.small};
  select {
    font: inherit;
  }
`;

function filePreview(edit: (value: unknown) => Edit): ComponentType<PreviewTemplateComponentProps> {
  function FilePreview(props: PreviewTemplateComponentProps) {
    const { entry } = props;
    // Decap gives a new entry on every change of the form, and the same one otherwise.
    const value = useMemo<unknown>(() => {
      const data: unknown = entry.get("data");
      return isImmutable(data) ? data.toJS() : undefined;
    }, [entry]);
    const change = useMemo(() => edit(value), [value]);
    const edited = useMemo(() => withEdit(SNAPSHOT, change), [change]);
    const { problems, filled } = useMemo(() => checkAndFill(edited), [edited]);
    // Compared as the files would be written, so that only what the editor changed counts.
    const changed = useLastChanged(
      change.kind === "collection" ? edited.collections[change.name] : undefined,
      change.kind === "collection" ? SNAPSHOT.collections[change.name] : undefined,
    );
    const { views, open } = VIEWS[change.name as keyof typeof VIEWS](filled, changed);
    const [choice, setChoice] = useState<{ label: string; open: number }>();
    const shown = views.find((v) => choice?.open === open && v.label === choice.label) ?? views[open];
    const preview: Preview = { content: filled, imageUrl: (path, field) => imageUrl(props, path, field) };

    return (
      <PreviewFrame document={props.document}>
        <PreviewContext.Provider value={preview}>
          {views.length > 1 && (
            <div css={menuStyles}>
              <label htmlFor="preview-view">Shown:</label>
              <select
                id="preview-view"
                value={shown?.label}
                onChange={(event) => setChoice({ label: event.target.value, open })}
              >
                {views.map((v) => (
                  <option key={v.label}>{v.label}</option>
                ))}
              </select>
            </div>
          )}
          <Problems problems={problems} />
          <PreviewBoundary problems={problems} resetKey={value}>
            {shown?.render()}
          </PreviewBoundary>
        </PreviewContext.Provider>
      </PreviewFrame>
    );
  }
  return FilePreview;
}

const isPreviewed = (name: string): name is keyof typeof VIEWS => name in VIEWS;

/** The preview of every data file that has one, by the name of its collection in config.yml. */
export const PREVIEW_TEMPLATES: Record<string, ComponentType<PreviewTemplateComponentProps>> = Object.fromEntries([
  ...COLLECTION_NAMES.filter(isPreviewed).map((name) => [
    name,
    filePreview((value) => ({
      kind: "collection",
      name: name as CollectionName,
      value: isObject(value) ? value[LIST_FIELD] : undefined,
    })),
  ]),
  ...OBJECT_FILE_NAMES.filter(isPreviewed).map((name) => [
    name,
    filePreview((value) => ({ kind: "object", name: name as ObjectFileName, value })),
  ]),
]);
