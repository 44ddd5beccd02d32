// English texts of the image upload field (registered by index.ts when this chunk loads).
export const en = {
  imageUpload: {
    choose: 'Choose an image',
    replace: 'Replace the image',
    remove: 'Remove',
    uploading: 'Uploading…',
    uploaded: 'Image uploaded.',
    removed: 'Image removed.',
    preview: 'Preview: {{label}}',
    hint: '{{types}}, up to {{max}} MB.',
  },
};
