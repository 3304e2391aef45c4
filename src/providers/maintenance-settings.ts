/** The provider object that a MaintenanceSettings's stored `__provider` requires by this path (resource-kinds.ts). */
import { providerMethods } from "./provider-methods";

export = providerMethods("MaintenanceSettings");
