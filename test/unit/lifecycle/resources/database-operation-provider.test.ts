import {
  DATABASE_OPERATIONS,
  databaseOperationProvider,
} from "../../../../src/lifecycle/resources/database-operation-provider";
import { RESOURCE_KINDS } from "../../../../src/resource-kinds";

describe("databaseOperationProvider", () => {
  it("makes one implementation per operation, the one each kind loads", () => {
    const refresh = databaseOperationProvider("refresh");
    const exports = databaseOperationProvider("export");

    expect(refresh).not.toBe(exports);
    expect(databaseOperationProvider("refresh")).toBe(refresh);
    expect(RESOURCE_KINDS.DatabaseRefresh.load()).toBe(refresh);
    expect(RESOURCE_KINDS.DatabaseExport.load()).toBe(exports);
  });

  it("keeps each operation's status where it acts: a refresh on its target, an export on its sandbox", () => {
    const props = { projectId: 7, sourceEnvironmentId: "s", targetEnvironmentId: "t", environmentId: "e" };

    expect(DATABASE_OPERATIONS.refresh.statusRef(props)).toEqual({ projectId: 7, environmentId: "t" });
    expect(DATABASE_OPERATIONS.export.statusRef(props)).toEqual({ projectId: 7, environmentId: "e" });
  });
});
