/** Strings shown by MDX components, in both languages. */
export const componentText = {
  en: {
    driverOptions: { option: 'Option', type: 'Type', required: 'Required', default: 'Default', description: 'Description', yes: 'Yes', no: 'No', none: 'none' },
  },
  zh: {
    driverOptions: { option: '选项', type: '类型', required: '必填', default: '默认值', description: '说明', yes: '是', no: '否', none: '无' },
  },
} as const;
