import { mediaInfoAnalyser } from './mediainfo';
import { createVideoAnalyser } from './video-analyser';

/** The page's one video analyser: its cache (60 s per file) is shared by every upload dialog. */
export const analysisOf = createVideoAnalyser<File>({ analyse: mediaInfoAnalyser() });
