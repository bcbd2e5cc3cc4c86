// What the other features of this remote use of the media-editing feature (its public face).
export { MediaMenu } from './components/media-menu';
