import { Controller, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import {
  AuthMessages,
  exportable,
  PrivacyPatterns,
  type NoBody,
  type Principal,
  type RpcRequest,
  type ServiceDataExport,
  type ServiceName,
} from '@streamhub/contracts';
import { RpcHandler } from './rpc/rpc-handler';
import { ServiceError } from './service-error';

/** One kind of record a service exports for "Download my data": its collection and how the account's documents are found. */
export interface ExportSource {
  label: string;
  collection: string;
  filter: (principal: Principal) => Record<string, unknown>;
}

/** Far more than one account holds of any kind; the archive stays bounded. */
const MAX_PER_SOURCE = 20_000;

/** Every service's export pattern has the same request and reply, so one handler type serves them all. */
type ExportPattern = typeof PrivacyPatterns.exportCatalog;

/**
 * The handler of a service's `<service>.privacy.export` (docs/privacy.md): every source's documents
 * of the calling account, secrets and staff-only fields left out (`exportable`). Read-only.
 */
export function privacyExportModule(service: ServiceName, sources: readonly ExportSource[]): DynamicModule {
  @Injectable()
  class PrivacyExportRepository {
    constructor(@InjectConnection() private readonly connection: Connection) {}

    async read(source: ExportSource, principal: Principal): Promise<unknown[]> {
      return this.connection
        .collection(source.collection)
        .find(source.filter(principal))
        .limit(MAX_PER_SOURCE)
        .toArray();
    }
  }

  @Controller()
  class PrivacyExportController {
    constructor(private readonly repository: PrivacyExportRepository) {}

    @RpcHandler(`${service}.privacy.export` as ExportPattern)
    async export(@Payload() request: RpcRequest<NoBody>): Promise<ServiceDataExport> {
      const principal = request.principal;
      if (!principal) throw ServiceError.unauthorized(AuthMessages.signInRequired);
      const records: ServiceDataExport['records'] = {};
      for (const source of sources) {
        records[source.label] = (await this.repository.read(source, principal)).map(exportable);
      }
      return { service, records };
    }
  }

  @Module({ controllers: [PrivacyExportController], providers: [PrivacyExportRepository] })
  class PrivacyExportModule {}

  return { module: PrivacyExportModule };
}
