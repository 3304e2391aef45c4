/**
 * Asking the service in a preview. The engine calls a resource's `check` in a preview and in an
 * `up`, but `create` only in an `up`: a guard rail that holds a start back (a production target, a
 * spent quota) would otherwise show in a preview as an ordinary create or replace, and fail only
 * the `up`. With the setting `previewChecks` on (`bizops:previewChecks`, `BIZOPS_PREVIEW_CHECKS`,
 * or a resource's `settings.previewChecks`), `check` asks the service the same questions create
 * will ask, and reports each refusal as a failure of the input it is about, so the preview fails.
 * Off by default: a preview then sends nothing.
 *
 * Only a resource that would start an operation is asked about (a new one, or one whose change
 * replaces it), and only once every input is known.
 */
import { providerSettingSources } from "../../core/provider/provider-config";
import type { PropertyBag, ResourceProviderImpl } from "../../core/provider/resource-provider";
import { isUnknown } from "../../core/provider/unknowns";
import type { Settings } from "../../core/settings/settings";
import { listedSetting } from "../../core/settings/setting-origin";

/** One input the service would refuse, and why. */
export interface PreviewFailure {
  property: string;
  reason: string;
}

/** What a preview asks: the checked inputs, and the old inputs (empty for a new resource). */
export type PreviewCheck = (olds: PropertyBag, inputs: PropertyBag) => Promise<PreviewFailure[]>;

/**
 * `impl` whose check, once its own rules pass and every input is known, runs `previewCheck` when
 * the resource's settings turn `previewChecks` on.
 */
export function withPreviewChecks(
  impl: ResourceProviderImpl,
  settingsOf: (inputs: PropertyBag) => Settings | undefined,
  previewCheck: PreviewCheck,
): ResourceProviderImpl {
  return {
    ...impl,
    check: async (olds, news) => {
      const result = await impl.check(olds, news);
      if ((result.failures?.length ?? 0) > 0 || containsUnknown(news)) return result;
      const inputs = result.inputs ?? news;
      if (!(await previewChecksOn(settingsOf(inputs)))) return result;
      const failures = await previewCheck(olds, inputs);
      return failures.length > 0 ? { inputs: news, failures } : result;
    },
  };
}

/** Whether the settings (then stack config, then the environment) turn preview checks on. */
async function previewChecksOn(settings: Settings | undefined): Promise<boolean> {
  const sources = await providerSettingSources(settings);
  return (
    listedSetting("previewChecks", sources, 'Set it to "true" or "false", or leave it unset.') === "true"
  );
}

/** True when any value, however deep, is not known yet. */
function containsUnknown(value: unknown): boolean {
  if (isUnknown(value)) return true;
  if (Array.isArray(value)) return value.some(containsUnknown);
  if (typeof value === "object" && value !== null) return Object.values(value).some(containsUnknown);
  return false;
}
