// Uploads from the user's machine: video requirements and the rules that check a video (spec
// point 5), and the chunked upload's wire (spec point 7).
export * from './video-requirements.ts';
export * from './video-rules.ts';
export * from './chunked-upload.ts';
export * from './endpoints.ts';
