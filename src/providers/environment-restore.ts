/** The provider object that an EnvironmentRestore's stored `__provider` requires by this path (resource-kinds.ts). */
import { providerMethods } from "./provider-methods";

export = providerMethods("EnvironmentRestore");
