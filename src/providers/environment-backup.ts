/** The provider object that an EnvironmentBackup's stored `__provider` requires by this path (resource-kinds.ts). */
import { providerMethods } from "./provider-methods";

export = providerMethods("EnvironmentBackup");
