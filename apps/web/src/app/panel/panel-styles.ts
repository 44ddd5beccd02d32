// The rest of @mantine/core's stylesheets, for the signed-in areas (admin, portal, support): with the public
// pages' files (app/styles.ts, loaded by the entry) and Notification's (shell/alerts-notifications.tsx) this
// is the whole library, in the order styles.css has it, in the `mantine` cascade layer like theirs. The rest
// rather than styles.layer.css, which would load the public pages' ~21 KB gzipped a second time.
// Imported first by panel-layout.tsx.
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Affix.layer.css';
import '@mantine/core/styles/ActionBar.layer.css';
import '@mantine/core/styles/AngleSlider.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/BackgroundImage.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/Cascader.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/ColorPicker.layer.css';
import '@mantine/core/styles/ColorInput.layer.css';
import '@mantine/core/styles/DataList.layer.css';
import '@mantine/core/styles/Dialog.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/FloatingWindow.layer.css';
import '@mantine/core/styles/Mark.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/core/styles/LoadingOverlay.layer.css';
import '@mantine/core/styles/Marquee.layer.css';
import '@mantine/core/styles/Menubar.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/OverflowList.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/PinInput.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Rating.layer.css';
import '@mantine/core/styles/RollingNumber.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/RingProgress.layer.css';
import '@mantine/core/styles/Scroller.layer.css';
import '@mantine/core/styles/SemiCircleProgress.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/Splitter.layer.css';
import '@mantine/core/styles/Spoiler.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
import '@mantine/core/styles/TableOfContents.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Timeline.layer.css';
import '@mantine/core/styles/Toggle.layer.css';
import '@mantine/core/styles/Toolbar.layer.css';
import '@mantine/core/styles/Tour.layer.css';
import '@mantine/core/styles/Tree.layer.css';
import '@mantine/core/styles/TreeSelect.layer.css';
