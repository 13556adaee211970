import { Module } from '@nestjs/common';
import { StreamsModule } from '../streams/streams.module';
import { AudioTracksController } from './audio-tracks.controller';
import { MediaController } from './media.controller';
import { MediaProbe } from './media-probe';
import { PackagedManifests } from './packaged-manifests';
import { MediaSigner } from './media-signer';
import { MediaStorage } from './media-storage';
import { TextTracksController } from './text-tracks.controller';
import { UploadController } from './upload.controller';
import { VideoUpload } from './video-upload';

/** Upload streaming into object storage, signed media URLs and media delivery. */
@Module({
  imports: [StreamsModule],
  controllers: [UploadController, TextTracksController, AudioTracksController, MediaController],
  providers: [MediaStorage, MediaSigner, VideoUpload, MediaProbe, PackagedManifests],
  exports: [MediaSigner],
})
export class MediaGatewayModule {}
