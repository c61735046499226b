export { type UploadedImage, uploadedImage } from './photo-files.ts';
export { shopPhotoRoutes } from './shop-photos.routes.ts';
export {
  keepUploadedPhoto,
  lockStoredPhoto,
  photoEtag,
  readPhoto,
  storePhoto,
} from './shop-photos.ts';
export { moveUploadedPhotos } from './shop-photos-move.ts';
export { insertShop } from './shops.repository.ts';
export { shopsRoutes } from './shops.routes.ts';
