// English texts of the rich text field (registered by index.ts when this chunk loads).
export const en = {
  richText: {
    altTitle: 'Describe the image',
    altLabel: 'Alternative text',
    altHint: 'What {{name}} shows, for people who cannot see it. Leave empty for a decorative image.',
    insertImage: 'Upload and insert',
    uploadFailed: 'The image could not be uploaded.',
  },
};
