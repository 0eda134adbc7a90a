import { Module } from '@nestjs/common';
import { PlatformModule } from '@ihe/platform';
import { AdminVerificationsController } from './admin-review/admin-verifications.controller.js';
import { AdminVerificationsReader } from './admin-review/admin-verifications.reader.js';
import { DecisionService } from './admin-review/decision.service.js';
import { DecisionWriter } from './admin-review/decision.writer.js';
import { AdminDocumentsController } from './documents/admin-documents.controller.js';
import { DocumentFilesService } from './documents/document-files.service.js';
import { DocumentsService } from './documents/documents.service.js';
import { VendorDocumentsController } from './documents/vendor-documents.controller.js';
import { VerificationDocumentStore } from './documents/verification-document-store.js';
import { VendorRegisteredHandler } from './requests/vendor-registered.handler.js';
import { VendorVerificationController } from './requests/vendor-verification.controller.js';
import { VerificationRequestsReader } from './requests/verification-requests.reader.js';
import { VerificationRequestsWriter } from './requests/verification-requests.writer.js';
import { VendorDirectoryHandler } from './vendor-directory/vendor-directory.handler.js';
import { VendorDirectoryWriter } from './vendor-directory/vendor-directory.writer.js';
import { verificationMigrations } from './migrations/index.js';

/**
 * verification: vendor verification requests and decisions (spec 2 §2–§4), the vendors' documents, and a
 * projection of identity's vendor accounts. Consumes vendor.registered, user.registered,
 * user.profile-updated; publishes vendor.verification-decided. All SQL is raw (no entities of its own).
 */
@Module({
  imports: [
    PlatformModule.forService({
      service: 'verification',
      database: { entities: [], migrations: verificationMigrations },
      messaging: true,
    }),
  ],
  controllers: [
    VendorVerificationController,
    VendorDocumentsController,
    AdminVerificationsController,
    AdminDocumentsController,
    VendorRegisteredHandler,
    VendorDirectoryHandler,
  ],
  providers: [
    VendorDirectoryWriter,
    VerificationRequestsWriter,
    VerificationRequestsReader,
    AdminVerificationsReader,
    DecisionWriter,
    DecisionService,
    DocumentsService,
    DocumentFilesService,
    VerificationDocumentStore,
  ],
})
export class VerificationModule {}
