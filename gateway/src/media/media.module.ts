import { Module } from '@nestjs/common';
import { StreamsModule } from '../streams/streams.module';
import { AudioTracksController } from './audio-tracks.controller';
import { DirectUploadRecords } from './direct-upload-records';
import { DirectUploads } from './direct-uploads';
import { DirectUploadsController } from './direct-uploads.controller';
import { ImportRecords } from './import-records';
import { Imports } from './imports';
import { ImportsController } from './imports.controller';
import { MediaController } from './media.controller';
import { MediaProbe } from './media-probe';
import { PackagedManifests } from './packaged-manifests';
import { MediaSigner } from './media-signer';
import { MediaStorage } from './media-storage';
import { TextTracksController } from './text-tracks.controller';
import { UploadController } from './upload.controller';
import { UploadScan } from './upload-scan';
import { UploadSweeper } from './upload-sweeper';
import { VideoUpload } from './video-upload';

/** Media delivery (`/media`: signed segments, manifests, images): all the media origin role serves. */
@Module({
  imports: [StreamsModule],
  controllers: [MediaController],
  providers: [MediaStorage, MediaSigner, PackagedManifests],
  exports: [MediaStorage, MediaSigner],
})
export class MediaDeliveryModule {}

/** Upload streaming into object storage, signed media URLs and media delivery. */
@Module({
  imports: [MediaDeliveryModule],
  controllers: [
    UploadController,
    DirectUploadsController,
    ImportsController,
    TextTracksController,
    AudioTracksController,
  ],
  providers: [
    VideoUpload,
    MediaProbe,
    DirectUploads,
    DirectUploadRecords,
    Imports,
    ImportRecords,
    UploadScan,
    UploadSweeper,
  ],
  exports: [MediaDeliveryModule],
})
export class MediaGatewayModule {}
