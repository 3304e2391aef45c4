/**
 * The YAML program plugin-yaml.e2e.test.ts runs on this checkout's plugin, and the resources
 * `pulumi import` prints for records made outside its stack, as the program then declares them.
 */
import { join } from "node:path";
import { COMPANY, REPO } from "./plugin-checkout";

/** A program's lines that name this checkout's bin/ as the plugin, rather than an installed one. */
export const CHECKOUT_PLUGIN = [
  "plugins:",
  "  providers:",
  "    - name: bizops",
  `      path: ${join(REPO, "bin")}`,
];

/** The program: a payment term, a dispute status with its own settings, a list and a get function. */
export function program(url: string, imported = ""): string {
  return `name: bizops-plugin-e2e
runtime: yaml
${CHECKOUT_PLUGIN.join("\n")}
config:
  plainToken:
    type: string
resources:
  netTerm:
    type: bizops:records:PaymentTerm
    properties:
      companyId: ${COMPANY}
      code: NET45
      displayName: Net 45 days
      dueDateCalculation: 45D
  priceDispute:
    type: bizops:records:DisputeStatus
    properties:
      companyId: ${COMPANY}
      code: PRICE
      displayName: Price dispute
      # A token given in plain text: the resource stores its settings as a secret all the same.
      settings:
        recordsUrl: ${url}
        recordsToken: \${plainToken}
${imported}variables:
  terms:
    fn::invoke:
      function: bizops:records:listPaymentTerms
      arguments:
        # Read from the resource, so that the list is read once it exists.
        companyId: \${netTerm.companyId}
        filter: code eq 'NET45'
      return: value
  term:
    fn::invoke:
      function: bizops:records:getPaymentTerm
      arguments:
        companyId: \${netTerm.companyId}
        code: \${netTerm.code}
outputs:
  termId: \${netTerm.recordId}
  disputeId: \${priceDispute.id}
  listedCodes: \${terms}
  gotTerm: \${term}
`;
}

/** The resource `pulumi import` printed for the record, as the program then declares it. */
export const IMPORTED = `  imported:
    type: bizops:records:PaymentTerm
    properties:
      calculateDiscountOnCreditMemos: true
      code: NET60
      companyId: ${COMPANY}
      deletionPolicy: abandon
      discountPercent: 2
      displayName: Net 60 days
      dueDateCalculation: 60D
    options:
      protect: true
`;

/**
 * A car brand of the emulator's custom API bctech/demo/v1.0 (key `name`), as the program declares
 * it after `pulumi import` by `<companyId>/<apiRoute>/<entitySet>/<keyFields>/<recordId>`.
 */
export const IMPORTED_RECORD = `  importedBrand:
    type: bizops:records:Record
    properties:
      apiRoute: bctech/demo/v1.0
      companyId: ${COMPANY}
      deletionPolicy: abandon
      entitySet: carBrands
      fields:
        country: DE
        description: A car brand
        name: AUDI
      keyFields:
        - name
    options:
      protect: true
`;
