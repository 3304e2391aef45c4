import type { CollectionDefinition } from "../collection-types";
import { key, text } from "./field-specs";

// The custom API page of the docs' walkthrough (MicrosoftDocs/dynamics365smb-devitpro-pb
// dev-itpro/developer/devenv-develop-custom-api.md): page 50100 "API Car Brand", APIPublisher
// 'bctech', APIGroup 'demo', APIVersion 'v1.0', entity set carBrands, on table 50100 "Car Brand"
// (Name, Description, Country, each Text[100]; primary key Name). The page has no
// lastModifiedDateTime and allows every write.
/** The carBrands entity set of the extension API `bctech/demo/v1.0`. */
export const carBrands: CollectionDefinition = {
  version: "v1.0",
  name: "carBrands",
  typeName: "Microsoft.NAV.carBrand",
  fields: { name: key(100), description: text(100), country: text(100) },
  uniqueKey: "name",
  defaults: { description: "", country: "" },
  stampsLastModified: false,
  route: { publisher: "bctech", group: "demo" },
};
