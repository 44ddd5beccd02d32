// English texts of the rich text field (registered by index.ts when this chunk loads).
export const en = {
  richText: {
    mediaLibrary: 'Media library',
    mediaSearch: 'Search by file name',
    mediaLoading: 'Loading the images…',
    mediaFailed: 'The images could not be loaded.',
    mediaEmpty: 'No image has been uploaded yet: use the upload button.',
    mediaNoMatch: 'No image matches this name.',
    mediaPick: 'Insert {{name}}',
    mediaPrevious: 'Newer images',
    mediaNext: 'Older images',
    altTitle: 'Describe the image',
    altLabel: 'Alternative text',
    altHint: 'What {{name}} shows, for people who cannot see it. Leave empty for a decorative image.',
    insertImage: 'Upload and insert',
    uploadFailed: 'The image could not be uploaded.',
  },
};
