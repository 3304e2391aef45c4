import { changeSettings } from "../store/company-settings";
import { checkApiSetupTemplate } from "../rules/api-setup-templates";
import { settingsOf } from "../store/companies";
import { readJsonObject, sendJson } from "../../http-helpers";
import type { RecordStore } from "../store/store";
import type { RecordWriter } from "../writer";
import type { Exchange } from "../../service";

/** What the settings routes act on, and the company they name (its id as the path spells it). */
interface SettingsTarget {
  readonly store: RecordStore;
  readonly writer: RecordWriter;
  readonly companyId: string;
}

/**
 * `GET /_admin/companies/{id}/settings`: `{ lcyCode, taxMode, manualNos, linkDocDateToPostingDate,
 * apiSetupVendorTemplate, vatBusPostingGroupPrice, globalDimension1Code, globalDimension2Code,
 * apiSetupTemplates, userSetupSalespersonCode }` (404 for an unknown company).
 */
export async function readSettings(
  { res }: Exchange,
  { store, writer, companyId }: SettingsTarget,
): Promise<void> {
  const id = writer.requireCompany(companyId);
  sendJson(res, 200, settingsOf(store.company(id)));
}

/**
 * `PATCH /_admin/companies/{id}/settings` with `{ lcyCode?, taxMode?, manualNos?,
 * linkDocDateToPostingDate?, apiSetupVendorTemplate?, vatBusPostingGroupPrice?, globalDimension1Code?,
 * globalDimension2Code?, apiSetupTemplates?, userSetupSalespersonCode? }`: changes the company's setup
 * (manualNos merged series by series, apiSetupTemplates entity set by entity set) and answers the
 * settings as they now are.
 * Stored records are not rewritten: a blank currency simply reads back as the new local currency.
 */
export async function changeCompanySettings(
  { req, res }: Exchange,
  { store, writer, companyId }: SettingsTarget,
): Promise<void> {
  const id = writer.requireCompany(companyId);
  const body = await readJsonObject(req);
  const settings = changeSettings(settingsOf(store.company(id)), body, checkApiSetupTemplate);
  store.changeCompanySettings(id, settings);
  sendJson(res, 200, settings);
}
