// What the other features of this remote use of the uploads feature (its public face).
export { takesVersions, useNewVersion } from './components/new-version';
export { UploadQueue } from './components/upload-panel';
